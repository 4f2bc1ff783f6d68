export const userPasswordHint = 'Mínimo 8 caracteres con mayúscula, minúscula, número y uno de !@#$%^&*.';

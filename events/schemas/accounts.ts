import { z } from 'zod';
import { dealerValues } from './dealers.ts';
import { messages } from './messages.ts';
import {
  confirmPasswordSchema,
  newStaffPasswordSchema,
  staffPasswordSchema,
  userPasswordSchema,
  withMatchingPasswords,
} from './password.ts';

const v = messages.validation;

export const emailSchema = z
  .string({ error: v.emailRequired })
  .trim()
  .min(1, v.emailRequired)
  .max(254, v.email)
  .pipe(z.email({ error: v.email }))
  .transform((email) => email.toLowerCase());

const required = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const mobileNumberSchema = z.string({ error: v.mobileNumber }).regex(/^\d{10}$/, v.mobileNumber);

export const otpSchema = z.string({ error: v.otpFormat }).regex(/^\d{6}$/, v.otpFormat);

/** DD/MM/YYYY → age in whole years on `today` (undefined for an impossible date). */
export function ageOn(dateOfBirth: string, today: Date): number | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day)
    return undefined;
  const hadBirthday =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

export const dateOfBirthSchema = z
  .string({ error: v.dateOfBirthRequired })
  .min(1, v.dateOfBirthRequired)
  .refine((value) => ageOn(value, new Date()) !== undefined, v.dateOfBirthFormat)
  .refine((value) => (ageOn(value, new Date()) ?? 0) >= 18, v.ageMin)
  .refine((value) => (ageOn(value, new Date()) ?? 0) <= 99, v.ageMax);

const signUpFields = {
  firstName: required(v.firstNameRequired, 60),
  lastName: z.string().trim().max(60, v.validName).default(''),
  email: emailSchema,
  dateOfBirth: dateOfBirthSchema,
  mobileNumber: mobileNumberSchema,
  password: userPasswordSchema,
  distributor: z
    .string({ error: v.distributorRequired })
    .min(1, v.distributorRequired)
    .refine((value) => dealerValues.has(value), v.distributorUnknown),
  termsAndConditions: z.literal(true, { error: v.termsRequired }),
};

/** POST /user/signup */
export const signUpRequestSchema = z.object(signUpFields);
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The sign-up form: the request plus a confirmation that is never sent. */
export const signUpFormSchema = withMatchingPasswords(
  z.object({ ...signUpFields, confirmPassword: confirmPasswordSchema }),
);

/** POST /user/login */
export const userLoginSchema = z.object({ email: emailSchema, password: userPasswordSchema });
export type UserLogin = z.infer<typeof userLoginSchema>;

/** POST /admin/login, /moderator/login */
export const staffLoginSchema = z.object({ email: emailSchema, password: staffPasswordSchema });
export type StaffLogin = z.infer<typeof staffLoginSchema>;

/** POST /user/verify-otp */
export const verifyOtpSchema = z.object({
  id: z.string({ error: v.invalidRequest }).uuid(v.invalidRequest),
  otp: otpSchema,
  type: z.enum(['login', 'signup'], { error: v.invalidRequest }),
});

/** POST /user/resend-otp */
export const resendOtpSchema = z.object({
  userId: z.string({ error: v.invalidRequest }).uuid(v.invalidRequest),
  isEmail: z.boolean().default(true),
});

/** POST /user|admin|moderator/forgot-password */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** POST /user/reset-password/:token */
export const resetPasswordRequestSchema = z.object({ password: userPasswordSchema });
export const resetPasswordFormSchema = withMatchingPasswords(
  z.object({ password: userPasswordSchema, confirmPassword: confirmPasswordSchema }),
);

/** POST /admin|moderator/reset-password/:token */
export const staffResetPasswordRequestSchema = z.object({ password: newStaffPasswordSchema });

const staffName = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, v.nameRequired)
  .max(60, v.validName)
  .regex(/^[\p{L}\d]+(?: [\p{L}\d]+)*$/u, v.nameAlphanumeric);

/** POST /admin/onboard-admin/:token, /admin/onboard-moderator/:token */
export const staffOnboardRequestSchema = z.object({ name: staffName, password: newStaffPasswordSchema });

/** The add/reset password page for staff: the name only when adding. */
export function staffPasswordFormSchema(mode: 'add' | 'reset') {
  return withMatchingPasswords(
    z.object({
      name: mode === 'add' ? staffName : z.string().optional(),
      password: newStaffPasswordSchema,
      confirmPassword: confirmPasswordSchema,
    }),
  );
}

/** POST /voting-user/login */
export const votingLoginSchema = z.object({
  email: emailSchema,
  termsAndConditions: z.literal(true, { error: v.termsRequired }),
  wantUpdates: z.boolean().default(true),
});

/** POST /admin/verify-otp, /moderator/verify-otp */
export const staffVerifyOtpSchema = z.object({
  id: z.string({ error: v.invalidRequest }).uuid(v.invalidRequest),
  otp: otpSchema,
});

/** POST /voting-user/verify-otp */
export const votingVerifySchema = z.object({
  id: z.string({ error: v.invalidRequest }).uuid(v.invalidRequest),
  otp: otpSchema,
});

/** POST /user/profile: basic information, or the studio tour's completion flag. */
export const profileDetailsSchema = z.object({
  firstName: required(v.firstNameRequired, 60),
  lastName: z.string().trim().max(60, v.validName).default(''),
  mobileNumber: mobileNumberSchema,
  photo: z.string().max(500).optional(),
});
export const profileUpdateSchema = z.union([
  z.object({ onboardingTour: z.literal(true) }).strict(),
  profileDetailsSchema,
]);
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

/** POST /user/contact-us */
export const contactSchema = z.object({
  name: required(v.contactName, 100),
  issue: required(v.contactIssue, 200),
  message: required(v.contactMessage, 2000),
});
export type ContactMessage = z.infer<typeof contactSchema>;

export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** POST /user/signed-url */
export const signedUrlSchema = z.object({
  content_type: z.enum(imageContentTypes, { error: messages.errors.imageUploadFailed }),
  module: z.enum(['thumbnail', 'profile'], { error: v.invalidRequest }),
});

/** POST /user/verify-captcha */
export const captchaVerifySchema = z.object({
  token: z.string({ error: v.captchaRequired }).min(1, v.captchaRequired).max(4000),
});

/** POST /admin/create-admin, /admin/create-moderator */
export const createStaffSchema = z.object({ email: emailSchema });

/** The user as the API returns it (SPEC §3) and the browser stores it under `user`. */
export type UserView = {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  mobileNumber: string;
  photo: string | null;
  role: 'user' | 'voter' | 'admin' | 'moderator';
  createdAt: number;
  isVerified: boolean;
  onBoarded: boolean;
  onboardingTour: boolean;
  distributor: string | null;
};

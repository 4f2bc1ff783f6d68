import { addPasswordRoute, paths } from '../../config/paths.ts';

const pagesWithoutFooter = new Set<string>([
  paths.adminLogin,
  paths.adminForgotPassword,
  paths.comingSoon,
  paths.moderatorLogin,
  paths.moderatorForgotPassword,
  paths.statistics,
  paths.outcome,
  paths.markedDesigns,
]);

const pagesWithStaffHeader = new Set<string>([paths.statistics, paths.outcome, paths.markedDesigns]);

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

export function showsFooter(path: string): boolean {
  return !pagesWithoutFooter.has(normalize(path)) && !addPasswordRoute.test(path);
}

export function usesStaffHeader(path: string): boolean {
  return pagesWithStaffHeader.has(normalize(path));
}

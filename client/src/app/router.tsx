import { type ComponentType, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoading } from '../components/PageLoading.tsx';
import { addPasswordRoute, paths } from '../config/paths.ts';
import type { Access } from './guards/access.ts';
import { RouteGuard } from './guards/RouteGuard.tsx';
import * as pages from './pages.ts';

type AppRoute = { path: string | RegExp; page: ComponentType; access: Access };

const routes: AppRoute[] = [
  { path: paths.comingSoon, page: pages.ComingSoonPage, access: 'public' },
  { path: paths.home, page: pages.HomePage, access: 'public' },
  { path: paths.studio, page: pages.StudioPage, access: 'public' },
  { path: paths.gallery, page: pages.GalleryPage, access: 'public' },
  { path: paths.galleryDetail, page: pages.GalleryDetailPage, access: 'public' },
  { path: paths.events, page: pages.EventsPage, access: 'public' },
  { path: paths.leaderboard, page: pages.LeaderboardPage, access: 'public' },
  { path: paths.vlog, page: pages.VlogPage, access: 'public' },
  { path: paths.login, page: pages.LoginPage, access: 'guest' },
  { path: paths.signUp, page: pages.SignUpPage, access: 'guest' },
  { path: addPasswordRoute, page: pages.StaffPasswordPage, access: 'open' },
  { path: paths.forgotPassword, page: pages.ForgotPasswordPage, access: 'guest' },
  { path: paths.resetPassword, page: pages.ResetPasswordPage, access: 'guest' },
  { path: paths.adminForgotPassword, page: pages.AdminForgotPasswordPage, access: 'staffGuest' },
  { path: paths.moderatorForgotPassword, page: pages.ModeratorForgotPasswordPage, access: 'staffGuest' },
  { path: paths.configurator, page: pages.ConfiguratorPage, access: 'user' },
  { path: paths.vehicleLine, page: pages.VehicleLinePage, access: 'public' },
  { path: paths.models, page: pages.VehicleLinePage, access: 'public' },
  { path: paths.downloads, page: pages.DownloadsPage, access: 'public' },
  { path: paths.legal, page: pages.LegalPage, access: 'public' },
  { path: paths.privacy, page: pages.PrivacyPage, access: 'public' },
  { path: paths.cookies, page: pages.CookiesPage, access: 'public' },
  { path: paths.terms, page: pages.TermsPage, access: 'public' },
  { path: paths.brand, page: pages.BrandPage, access: 'public' },
  { path: paths.contact, page: pages.ContactPage, access: 'public' },
  { path: paths.newsAlerts, page: pages.NewsAlertsPage, access: 'public' },
  { path: paths.siteMap, page: pages.SiteMapPage, access: 'public' },
  { path: paths.profile, page: pages.ProfilePage, access: 'user' },
  { path: paths.journey, page: pages.JourneyPage, access: 'public' },
  { path: paths.journeyForYou, page: pages.JourneyForYouPage, access: 'public' },
  { path: paths.statistics, page: pages.AdminStatisticsPage, access: 'admin' },
  { path: paths.outcome, page: pages.OutcomePage, access: 'admin' },
  { path: paths.vote, page: pages.VotePage, access: 'public' },
  { path: paths.markedDesigns, page: pages.MarkedDesignsPage, access: 'moderator' },
  { path: paths.moderatorLogin, page: pages.ModeratorLoginPage, access: 'staffGuest' },
  { path: paths.adminLogin, page: pages.AdminLoginPage, access: 'staffGuest' },
  { path: paths.myDesigns, page: pages.MyDesignsPage, access: 'user' },
  { path: paths.faq, page: pages.FaqPage, access: 'public' },
  { path: paths.tiktokReturn, page: pages.TikTokReturnPage, access: 'open' },
  { path: paths.blog, page: pages.BlogPage, access: 'public' },
  { path: paths.promotions, page: pages.PromotionsPage, access: 'public' },
  { path: paths.news, page: pages.NewsPage, access: 'public' },
];

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {routes.map(({ path, page: Page, access }) => (
          <Route key={String(path)} path={path}>
            <RouteGuard access={access}>
              <Page />
            </RouteGuard>
          </Route>
        ))}
        <Route>
          <pages.NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

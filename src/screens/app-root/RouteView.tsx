import { useStore } from '@nanostores/react';
import { type ComponentType, Suspense } from 'react';
import { useT } from '../../i18n/use-t.js';
import type { Route } from '../../router/router.js';
import type { RouteName } from '../../router/routes.js';
import { $isAdmin } from '../../state/user.js';
import { Loader } from '../../ui/Loader.js';
import { SignIn } from '../login/SignIn.js';
import { Home } from './Home.js';
import { lazyScreen } from './lazy-screen.js';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.js';
import { withInputs } from './with-inputs.js';

type ScreenProps = { route: Route };

// The sign-in screen is bundled with the app root; every other screen is its own chunk, so the
// first visit (nearly always /login) downloads only what it shows.
const InstallWizard = lazyScreen<ScreenProps>(() =>
  import('../install/InstallWizard.js').then((module) => module.InstallWizard),
);
const ResetPassword = lazyScreen<ScreenProps>(() =>
  import('../reset-password/ResetPassword.js').then((module) => module.ResetPassword),
);
const SetupTwoFactor = lazyScreen<ScreenProps>(() =>
  import('../setup-2fa/SetupTwoFactor.js').then((module) => module.SetupTwoFactor),
);
const Logout = lazyScreen<ScreenProps>(() =>
  import('../logout/Logout.js').then((module) => module.Logout),
);
const CollectionsOverview = lazyScreen<ScreenProps>(() =>
  import('../collections/CollectionsOverview.js').then((module) => module.CollectionsOverview),
);
const ItemListing = lazyScreen<ScreenProps>(() =>
  import('../items/ItemListing.js').then((module) => module.ItemListing),
);
const ItemDetail = lazyScreen<ScreenProps>(() =>
  withInputs(import('../item/ItemDetail.js')).then((module) => module.ItemDetail),
);
const SystemCollectionListing = lazyScreen<ScreenProps>(() =>
  import('../items/ItemListing.js').then((module) => module.SystemCollectionListing),
);
const SystemItemDetail = lazyScreen<ScreenProps>(() =>
  withInputs(import('../item/ItemDetail.js')).then((module) => module.SystemItemDetail),
);
const FileLibrary = lazyScreen<ScreenProps>(() =>
  import('../files/FileLibrary.js').then((module) => module.FileLibrary),
);
const FileDetail = lazyScreen<ScreenProps>(() =>
  withInputs(import('../files/FileDetail.js')).then((module) => module.FileDetail),
);
const UserListing = lazyScreen<ScreenProps>(() =>
  import('../users/UserListing.js').then((module) => module.UserListing),
);
const UserDetail = lazyScreen<ScreenProps>(() =>
  withInputs(import('../users/UserDetail.js')).then((module) => module.UserDetail),
);
const ActivityListing = lazyScreen<ScreenProps>(() =>
  import('../activity/ActivityListing.js').then((module) => module.ActivityListing),
);
const ActivityDetail = lazyScreen<ScreenProps>(() =>
  import('../activity/ActivityDetail.js').then((module) => module.ActivityDetail),
);
const BookmarkRedirect = lazyScreen<ScreenProps>(() =>
  import('../bookmark/BookmarkRedirect.js').then((module) => module.BookmarkRedirect),
);
const ExtensionModulePage = lazyScreen<ScreenProps>(() =>
  import('../extension-module/ExtensionModulePage.js').then((module) => module.ExtensionModulePage),
);
const SettingsHub = lazyScreen<ScreenProps>(() =>
  import('../settings/hub/SettingsHub.js').then((module) => module.SettingsHub),
);
const GlobalSettings = lazyScreen<ScreenProps>(() =>
  withInputs(import('../settings/global/GlobalSettings.js')).then(
    (module) => module.GlobalSettings,
  ),
);
const CollectionsSettings = lazyScreen<ScreenProps>(() =>
  import('../settings/collections/CollectionsSettings.js').then(
    (module) => module.CollectionsSettings,
  ),
);
const CollectionEditor = lazyScreen<ScreenProps>(() =>
  import('../settings/collection/CollectionEditor.js').then((module) => module.CollectionEditor),
);
const RolesList = lazyScreen<ScreenProps>(() =>
  import('../settings/roles/RolesList.js').then((module) => module.RolesList),
);
const RoleEditor = lazyScreen<ScreenProps>(() =>
  withInputs(import('../settings/role/RoleEditor.js')).then((module) => module.RoleEditor),
);
const WebhooksList = lazyScreen<ScreenProps>(() =>
  import('../settings/webhooks/WebhooksList.js').then((module) => module.WebhooksList),
);
const WebhookDetail = lazyScreen<ScreenProps>(() =>
  import('../settings/webhooks/WebhookDetail.js').then((module) => module.WebhookDetail),
);
const InterfacesList = lazyScreen<ScreenProps>(() =>
  import('../settings/interfaces/InterfacesList.js').then((module) => module.InterfacesList),
);
const InterfaceDebugger = lazyScreen<ScreenProps>(() =>
  withInputs(import('../settings/interfaces/InterfaceDebugger.js')).then(
    (module) => module.InterfaceDebugger,
  ),
);
const NotFound = lazyScreen<ScreenProps>(() =>
  import('../not-found/NotFound.js').then((module) => module.NotFound),
);

/** The screen of every route (the type keeps a new route from landing without one). */
const screens: Record<RouteName | 'not-found', ComponentType<ScreenProps>> = {
  login: SignIn,
  home: Home,
  install: InstallWizard,
  'reset-password': ResetPassword,
  'setup-2fa': SetupTwoFactor,
  logout: Logout,
  collections: CollectionsOverview,
  collection: ItemListing,
  item: ItemDetail,
  files: FileLibrary,
  file: FileDetail,
  users: UserListing,
  user: UserDetail,
  activity: ActivityListing,
  'activity-item': ActivityDetail,
  'system-collection': SystemCollectionListing,
  'system-item': SystemItemDetail,
  bookmark: BookmarkRedirect,
  'extension-module': ExtensionModulePage,
  settings: SettingsHub,
  'settings-global': GlobalSettings,
  'settings-collections': CollectionsSettings,
  'settings-collection': CollectionEditor,
  'settings-roles': RolesList,
  'settings-role': RoleEditor,
  'settings-webhooks': WebhooksList,
  'settings-webhook': WebhookDetail,
  'settings-interfaces': InterfacesList,
  'settings-interface': InterfaceDebugger,
  'not-found': NotFound,
};

/**
 * Starts downloading a route's screen (while the start-up data loads); bundled ones need none.
 * Settles when it is there (or failed: the render reports that).
 */
export function preloadScreen(name: string): Promise<void> {
  const screen: unknown = screens[name as RouteName] ?? NotFound;
  if (typeof (screen as { preload?: unknown }).preload === 'function') {
    return (screen as { preload(): Promise<void> }).preload();
  }
  return Promise.resolve();
}

/** Admin-only routes (spec 3 §1): the settings area shows not-found to anyone else. */
const isSettingsRoute = (name: string) => name === 'settings' || name.startsWith('settings-');

export function RouteView({ route }: ScreenProps) {
  const { t } = useT();
  const isAdmin = useStore($isAdmin);
  // The server refuses their schema calls too; the screen is not even offered.
  const Screen =
    isSettingsRoute(route.name) && !isAdmin
      ? NotFound
      : (screens[route.name as RouteName] ?? NotFound);
  return (
    <ScreenErrorBoundary resetKey={route.fullPath}>
      <Suspense fallback={<Loader fullPage label={t('app.loading')} />}>
        <Screen route={route} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

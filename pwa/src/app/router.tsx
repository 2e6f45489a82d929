import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Navigate,
} from '@tanstack/react-router';
import { ForgotPasswordForm } from '../features/auth/components/ForgotPasswordForm';
import { LoginForm } from '../features/auth/components/LoginForm';
import { SignupForm } from '../features/auth/components/SignupForm';
import { SignedOutLayout } from '../features/auth/components/SignedOutLayout';
import { NotFound } from '../components/NotFound';
import { useSession } from '../lib/session';
import { loadInSteps } from './load-in-steps';
import { signedInModules } from './open-clinical-data';
import { RootLayout } from './RootLayout';

const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFound });

/** '/' goes to the account when the stored login is valid, otherwise to /login
 * (docs/product.md#routes). */
function HomeRedirect() {
  const state = useSession();
  if (state.status === 'undetermined') return null;
  return <Navigate to={state.status === 'authenticated' ? '/my-account' : '/login'} replace />;
}
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: HomeRedirect,
});

const signedOut = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signed-out',
  component: SignedOutLayout,
});
// The signed-in shell is its own chunk: /login never pays for the navigation and menus.
const signedIn = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signed-in',
  // After the modules it shares with the clinical data, so no one task evaluates them all.
  component: lazyRouteComponent(
    () => signedInModules().then(() => import('./SignedInLayout')),
    'SignedInLayout',
  ),
});

// The sign-in pages are part of the app's start, not chunks of their own: the first screen
// renders as one transition in short slices (start.tsx), where a lazy page arrived later and
// rendered at once, in one long task, on a slow phone.
const login = createRoute({
  getParentRoute: () => signedOut,
  path: '/login',
  component: LoginForm,
});
const signup = createRoute({
  getParentRoute: () => signedOut,
  path: '/signup',
  component: SignupForm,
});
const forgotPassword = createRoute({
  getParentRoute: () => signedOut,
  path: '/forgotpassword',
  component: ForgotPasswordForm,
});
const resetPassword = createRoute({
  getParentRoute: () => signedOut,
  path: '/resetpassword/$token',
}).lazy(() => import('../routes/resetpassword.$token').then((m) => m.Route));

const page = <P extends string>(path: P) => createRoute({ getParentRoute: () => signedIn, path });

// The page most sign-ins land on, and the largest graph: its parts in steps (load-in-steps.ts).
const myAccount = page('/my-account').lazy(() =>
  loadInSteps(
    [
      () => import('../features/clinical/components/RecentPatients'),
      () => import('../features/clinical/components/DuePatients'),
      () => import('../features/trainer/components/TrainerProgress'),
      () => import('../features/account/components/AccountPage'),
    ],
    () => import('../routes/my-account'),
  ).then((m) => m.Route),
);
const edHosProf = page('/ed-hos-prof').lazy(() =>
  import('../routes/ed-hos-prof').then((m) => m.Route),
);
const editProfile = page('/editprofile').lazy(() =>
  import('../routes/editprofile').then((m) => m.Route),
);
const plansPage = page('/plans').lazy(() => import('../routes/plans').then((m) => m.Route));
const payment = page('/payment').lazy(() => import('../routes/payment').then((m) => m.Route));
const contact = page('/contact').lazy(() => import('../routes/contact').then((m) => m.Route));
const userGuide = page('/userguide').lazy(() => import('../routes/userguide').then((m) => m.Route));
const videoTutorial = page('/video-tutorial').lazy(() =>
  import('../routes/video-tutorial').then((m) => m.Route),
);
const trainer = page('/trainer-app').lazy(() =>
  import('../routes/trainer-app').then((m) => m.Route),
);
const patientReg = page('/patientreg').lazy(() =>
  import('../routes/patientreg').then((m) => m.Route),
);
const evaFirst = page('/evafirst').lazy(() => import('../routes/evafirst').then((m) => m.Route));
const evaSecond = page('/evasecond').lazy(() => import('../routes/evasecond').then((m) => m.Route));
const longGoals = page('/longgoals').lazy(() => import('../routes/longgoals').then((m) => m.Route));
const shortGoals = page('/shortgoals').lazy(() =>
  import('../routes/shortgoals').then((m) => m.Route),
);
const discharge = page('/discharge').lazy(() => import('../routes/discharge').then((m) => m.Route));
const evaluation = page('/evaluation').lazy(() =>
  import('../routes/evaluation').then((m) => m.Route),
);
const search = page('/search').lazy(() => import('../routes/search').then((m) => m.Route));
const due = page('/due').lazy(() => import('../routes/due').then((m) => m.Route));
const patient = page('/patient').lazy(() => import('../routes/patient').then((m) => m.Route));
const evaluationMain = page('/evaluationMain').lazy(() =>
  import('../routes/evaluationMain').then((m) => m.Route),
);
const join = page('/join').lazy(() => import('../routes/join').then((m) => m.Route));
const soapNotes = page('/soapnotes').lazy(() => import('../routes/soapnotes').then((m) => m.Route));

const routeTree = rootRoute.addChildren([
  indexRoute,
  signedOut.addChildren([login, signup, forgotPassword, resetPassword]),
  signedIn.addChildren([
    myAccount,
    edHosProf,
    editProfile,
    plansPage,
    payment,
    contact,
    userGuide,
    videoTutorial,
    trainer,
    patientReg,
    evaFirst,
    evaSecond,
    longGoals,
    shortGoals,
    discharge,
    evaluation,
    search,
    due,
    patient,
    evaluationMain,
    soapNotes,
    join,
  ]),
]);

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** The demo professional `pnpm seed:demo` makes (README: try the app with a practice in it). */
export const demoAccount = { email: 'demo@optolight.test', password: 'demo-therapist-1' };

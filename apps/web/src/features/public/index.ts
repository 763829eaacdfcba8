export { LandingPage } from './landing-page';
export { publicConfigQueryOptions } from './api/get-public-config';

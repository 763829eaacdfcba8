export { OpenSessionsCard } from './open-sessions-card';

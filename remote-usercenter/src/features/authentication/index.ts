// The authentication feature's front door: 实名认证, and the real-name status line the workbench shows.
export { AuthenticationPanel } from './components/authentication-panel';
export { RealNameStatus } from './components/real-name-status';
export { RealNameRequired } from './components/real-name-required';

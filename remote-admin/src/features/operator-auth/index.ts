// The operator-auth feature's front door: the console's own sign-in (apart from the shop user's).
export { OperatorLogin } from './components/operator-login';
export { ChangeInitialPassword } from './components/change-initial-password';
export { useOperator } from './hooks/use-operator';
export { useOperatorSessionOpen } from './hooks/operator-session';
export { useOperatorSignOut } from './hooks/use-operator-sign-in';

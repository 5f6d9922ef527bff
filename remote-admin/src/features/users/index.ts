// The users feature's front door: 用户 (search, detail, group, freeze, force sign-out).
export { UsersList } from './components/users-list';

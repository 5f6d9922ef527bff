// The groups feature's front door: 会员等级与充值 (VIP groups and the top-up card's options).
export { GroupsAdmin } from './components/groups-admin';

// The vip-upgrade feature's front door: 升级会员.
export { GroupList } from './components/group-list';

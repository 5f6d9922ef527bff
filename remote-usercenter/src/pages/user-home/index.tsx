import { Workbench } from '../../features/workbench';

/** 工作台 (/user-center/user-home). */
export function UserHomePage() {
  return <Workbench />;
}

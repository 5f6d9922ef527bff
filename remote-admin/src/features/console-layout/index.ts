// The console-layout feature's front door: the guard and the layout (side menu by role, operator, 退出).
export { RequireOperator } from './components/require-operator';
export { ConsoleLayout } from './components/console-layout';

import { ConsoleLayout, RequireOperator } from '../../features/console-layout';

/** 运营后台 (/admin and below): signed-in operators only, in the console's layout. */
export function AdminConsoleLayout() {
  return <RequireOperator>{(operator) => <ConsoleLayout operator={operator} />}</RequireOperator>;
}

// The center-layout feature's front door: the supplier centre's frame.
export { CenterLayout } from './components/center-layout';

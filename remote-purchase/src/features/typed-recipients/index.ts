// The typed-recipients feature's front door: 手动输入 as a recipient source.
export { TypedSource } from './components/typed-source';

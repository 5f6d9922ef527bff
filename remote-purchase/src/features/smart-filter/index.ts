// The smart-filter feature's front door: 智能筛选 as a recipient source.
export { FilterSource } from './components/filter-source';

// The goods-picker feature's front door: 选择商品.
export { GoodsPickerDialog } from './components/goods-picker-dialog';

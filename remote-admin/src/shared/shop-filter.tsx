import { Select } from 'shared-contracts/ui/more';
import { useAdminSupplierShopOptionsQuery } from './supplier-shops-api';

interface ShopFilterProps {
  value: number | undefined;
  onChange: (shopId: number | undefined) => void;
  /** 全部供货店铺 unless told */
  placeholder?: string;
  width?: number;
}

/** 供货店铺: a list's filter by supplier shop (GET /api/admin/supplier-shop-options, suppliers.read). */
export function ShopFilter({ value, onChange, placeholder = '全部供货店铺', width = 200 }: ShopFilterProps) {
  const shops = useAdminSupplierShopOptionsQuery();
  const options = (shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }));
  // a shop named by a link but not (yet) among the options is still shown, by its id
  if (value !== undefined && !options.some((option) => option.value === value)) options.push({ value, label: `店铺 ${value}` });
  return (
    <Select
      aria-label="供货店铺"
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      value={value}
      loading={shops.isFetching}
      options={options}
      onChange={(shopId?: number) => onChange(shopId ?? undefined)}
    />
  );
}

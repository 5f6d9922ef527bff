import { Select } from 'shared-contracts/ui/more';
import { useAdminCourierOptionsQuery } from '../api/orders-api';

interface CourierFilterProps {
  value: number | undefined;
  onChange: (courierId: number | undefined) => void;
}

/** 快递: 订单与包裹's filter by courier (GET /api/admin/courier-options, every role), applied at once. */
export function CourierFilter({ value, onChange }: CourierFilterProps) {
  const couriers = useAdminCourierOptionsQuery();
  const options = (couriers.data ?? []).map((courier) => ({ value: courier.id, label: courier.name }));
  // a courier named by a link but not (yet) among the options is still shown, by its id
  if (value !== undefined && !options.some((option) => option.value === value)) options.push({ value, label: `快递 ${value}` });
  return (
    <Select
      aria-label="快递"
      placeholder="全部快递"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: 140 }}
      value={value}
      loading={couriers.isFetching}
      options={options}
      onChange={(courierId?: number) => onChange(courierId ?? undefined)}
    />
  );
}

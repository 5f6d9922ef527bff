import { Fragment, useEffect, useState } from 'react';
import { SearchOutlined } from 'shared-contracts/icons/more';
import { Button } from 'shared-contracts/ui';
import { Form, Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { FilterControl, fieldKey, type BarUpdate } from './filter-control';
import { FilterBar } from './filter-controls';
import { keysOf, type BarProps, type ListFilter, type RangeField, type TextField } from './list-filter-types';
import type { ListParams } from './list-params';
import { TimeRange } from './time-range';

const Captioned = styled(FilterBar)`
  .ant-form-item-label {
    width: 84px;
    text-align: right;
  }
`;

const isText = <F,>(field: ListFilter<F>): field is TextField<F> => field.kind === 'text';
/** A range of moments waits for 搜索 with the texts; a range of days applies at once. */
const isHeld = <F,>(field: ListFilter<F>): field is RangeField<F> => field.kind === 'range' && field.time === true;

type Typed = Record<string, string | undefined>;

/**
 * A bar with text boxes: the texts (and a range of moments) are sent together with 搜索 or Enter, trimmed, so
 * typing asks nothing, and a text a box does not accept is said under it and not sent; the other fields apply
 * at once. The form follows the URL (back / forward, a link); 重置 empties it and clears the bar's filters.
 */
export function SearchForm<F>({ list, filters, onChange, resetText = '重置', after, captions = false }: BarProps<F>) {
  const { params } = list;
  const [form] = Form.useForm<Typed>();
  const texts = filters.filter(isText);
  const heldKeys = filters.filter(isHeld).flatMap((field) => field.keys);
  const fromUrl = (keys: readonly string[]): Typed => Object.fromEntries(keys.map((key) => [key, params[key as keyof ListParams<F>] as string | undefined]));

  // the range is held beside the form: rc-field-form's deep compare of two dayjs pairs warns falsely
  const [picked, setPicked] = useState<Typed>(() => fromUrl(heldKeys));
  const textKeys = texts.map((field) => field.key as string);
  const shown = JSON.stringify([fromUrl(textKeys), fromUrl(heldKeys)]);
  useEffect(() => {
    const [typed, range] = JSON.parse(shown) as [Typed, Typed];
    form.setFieldsValue(Object.fromEntries(Object.entries(typed).map(([key, value]) => [key, value ?? ''])));
    setPicked(range);
  }, [form, shown]);

  const update: BarUpdate<F> = (change) => {
    onChange?.();
    list.update(change);
  };
  const search = (typed: Typed) =>
    update({ ...Object.fromEntries(textKeys.map((key) => [key, (typed[key] ?? '').trim()])), ...picked } as Partial<ListParams<F>>);
  const reset = () => {
    form.resetFields();
    setPicked({});
    onChange?.();
    list.clear(filters.flatMap(keysOf));
  };
  const Row = captions ? Captioned : FilterBar;
  const caption = (label: string | undefined) => (captions ? label : undefined);

  return (
    <Form form={form} layout="inline" onFinish={search} role="search" aria-label="搜索条件">
      <Row>
        {filters.map((field, index) => {
          const key = fieldKey(field, index);
          if (isText(field)) {
            const { accept } = field;
            return (
              <Form.Item
                key={key}
                name={field.key as string}
                label={caption(field.label)}
                style={{ margin: 0 }}
                rules={accept ? [{ pattern: accept.pattern, message: accept.message, transform: (text?: string) => text?.trim() }] : undefined}
              >
                <Input aria-label={field.label} placeholder={field.placeholder} allowClear maxLength={field.maxLength} style={{ width: field.width ?? 200 }} />
              </Form.Item>
            );
          }
          if (isHeld(field)) {
            const [from, to] = field.keys;
            return (
              <Form.Item key={key} label={caption(field.label)} style={{ margin: 0 }}>
                <TimeRange
                  aria-label={field.label}
                  start={picked[from]}
                  end={picked[to]}
                  onChange={({ start_time, end_time }) => setPicked({ ...picked, [from]: start_time, [to]: end_time })}
                />
              </Form.Item>
            );
          }
          const control = <FilterControl field={field} params={params} update={update} />;
          const label = field.kind === 'custom' ? undefined : caption(field.label);
          return label ? (
            <Form.Item key={key} label={label} style={{ margin: 0 }}>
              {control}
            </Form.Item>
          ) : (
            <Fragment key={key}>{control}</Fragment>
          );
        })}
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          搜索
        </Button>
        <Button onClick={reset}>{resetText}</Button>
        {after}
      </Row>
    </Form>
  );
}

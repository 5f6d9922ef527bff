import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from 'shared-contracts/app';
import { Button, Modal, showNotice, Space } from 'shared-contracts/ui';
import { Alert, Drawer, type FormInstance } from 'shared-contracts/ui/more';

/** null: closed; 'new': the create form; a row: its edit form. */
export type FormTarget<Row> = Row | 'new' | null;

/** The row a create/edit form edits, or null (closed, or creating). */
export const editedRow = <Row,>(target: FormTarget<Row>): Row | null => (target !== null && target !== 'new' ? target : null);

/**
 * A form the server may refuse (in a drawer, a dialog or a card): `submit` runs the write, then says
 * `success` and calls `onDone` (e.g. closes); a refusal is kept in `refusal` (the server's message, or
 * `failed` when it gives none) and the form keeps what was typed. `reset` (on open) clears the refusal
 * and the form, then fills it with `values`; `clear` only clears the refusal.
 */
export function useRefusableSubmit<Values>(form: FormInstance<Values>, onDone?: () => void, failed = '保存失败，请稍后再试') {
  const [refusal, setRefusal] = useState('');
  const clear = useCallback(() => setRefusal(''), []);
  const reset = useCallback(
    (values?: Values) => {
      setRefusal('');
      form.resetFields();
      if (values) form.setFieldsValue(values as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    },
    [form],
  );
  const submit = async (work: () => Promise<unknown>, success: string) => {
    setRefusal('');
    try {
      await work();
      showNotice({ level: 'success', text: success });
      onDone?.();
    } catch (error) {
      setRefusal(errorMessage(error, failed));
    }
  };
  return { refusal, reset, clear, submit };
}

/** A mutation's trigger (RTK Query): its result unwraps to the answer or throws the refusal. */
type Trigger<Arg> = (arg: Arg) => { unwrap: () => Promise<unknown> };

/**
 * A create/edit form for a FormTarget (useRefusableSubmit, plus): each time it opens, the refusal is cleared
 * and the form reset to `empty` (new) or `valuesOf(row)` (edit). Gives `editing` (the row, or null),
 * `shell` (open, onClose, onSave, refusal: spread into FormDrawer / FormModal) and `upsert` (updates the row
 * being edited or creates one, then says `saved` / `created` and closes). `empty` and `valuesOf` must be
 * stable (module-level): a new one resets the form.
 */
export function useTargetForm<Row extends { id: number }, Values>(form: FormInstance<Values>, target: FormTarget<Row>, empty: Values, valuesOf: (row: Row) => Values, onClose: () => void) {
  const { refusal, reset, submit } = useRefusableSubmit(form, onClose);
  const editing = editedRow(target);
  useEffect(() => {
    if (target !== null) reset(target === 'new' ? empty : valuesOf(target));
  }, [target, empty, valuesOf, reset]);
  const upsert = <Body,>(body: Body, create: Trigger<Body>, update: Trigger<{ id: number; body: Body }>, created: string, saved: string) =>
    submit(() => (editing ? update({ id: editing.id, body }).unwrap() : create(body).unwrap()), editing ? saved : created);
  const shell = { open: target !== null, onClose, onSave: () => form.submit(), refusal };
  return { editing, shell, upsert };
}

/** The server's refusal above a form (role="alert"), or nothing. */
export function RefusalAlert({ refusal, gap = 16 }: { refusal: string; gap?: number }) {
  return refusal ? <Alert type="error" showIcon role="alert" title={refusal} style={{ marginBottom: gap }} /> : null;
}

interface FormShellProps {
  title: string;
  open: boolean;
  onClose: () => void;
  /** 保存 (or the dialog's OK): submits the form */
  onSave: () => void;
  /** the write is under way (保存 loading) */
  saving: boolean;
  /** the refusal said above the form (useRefusableSubmit) */
  refusal: string;
  children: ReactNode;
}

interface FormDrawerProps extends FormShellProps {
  size: number;
  forceRender?: boolean;
  /** 保存 cannot be pressed yet (e.g. the row is still loading) */
  saveDisabled?: boolean;
}

/** A create/edit form in a drawer: 取消 / 保存 (loading while saving) at the top, the refusal above the form. */
export function FormDrawer({ title, open, onClose, onSave, saving, saveDisabled, refusal, size, forceRender, children }: FormDrawerProps) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={size}
      forceRender={forceRender}
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" disabled={saveDisabled} loading={saving} onClick={onSave}>
            保存
          </Button>
        </Space>
      }
    >
      <RefusalAlert refusal={refusal} />
      {children}
    </Drawer>
  );
}

interface FormModalProps extends FormShellProps {
  /** the OK button's text (保存 unless told) */
  okText?: string;
  /** the OK button is red (e.g. 确认驳回) */
  danger?: boolean;
  destroyOnHidden?: boolean;
  width?: number;
  /** said above the refusal (e.g. what the action does) */
  intro?: ReactNode;
  /** the space under the refusal (16 unless told) */
  refusalGap?: number;
}

/** A form in a dialog (always rendered, so the form instance is connected): 取消 / OK (loading while saving), the refusal above the form. */
export function FormModal({ title, open, onClose, onSave, saving, refusal, okText = '保存', danger, destroyOnHidden, width, intro, refusalGap, children }: FormModalProps) {
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={onSave}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden={destroyOnHidden}
      forceRender
      width={width}
    >
      {intro}
      <RefusalAlert refusal={refusal} gap={refusalGap} />
      {children}
    </Modal>
  );
}

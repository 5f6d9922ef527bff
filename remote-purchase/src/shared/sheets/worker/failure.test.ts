import { SheetError, SheetMessages } from 'recipient-engine/sheets';
import { failureOf } from './failure';

describe('failures across the worker boundary', () => {
  it('a SheetError becomes plain data with its kind, message and detail', () => {
    const error = new SheetError('missing_columns', SheetMessages.missingColumns(['收货地址'], '淘宝/天猫'), { missing: ['收货地址'], platformName: '淘宝/天猫' });
    const data = failureOf(error);
    expect(data).toEqual({ kind: 'missing_columns', message: SheetMessages.missingColumns(['收货地址'], '淘宝/天猫'), detail: { missing: ['收货地址'], platformName: '淘宝/天猫' } });
    expect(structuredClone(data)).toEqual(data);
  });

  it('anything else is kind failed', () => {
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
    expect(failureOf('x')).toEqual({ kind: 'failed', message: 'x' });
  });
});

import { useCallback } from 'react';
import { OPERATOR_TOKEN_HEADER, type AdminGoodsQuery } from 'shared-contracts/admin';
import { NO_FILE_MESSAGE, operatorSessionEnded, readOperatorToken, useAppDispatch, writeOperatorToken, type ApiError } from 'shared-contracts/app';

/**
 * 导出 (`exportAs.server` of the list kit): GET /api/admin/goods/export with the list's filters and the
 * operator token (fetchFile sends the shop user's bearer, which the console's calls never carry), handing
 * the kit the .xlsx the server streams. A JSON answer is a refusal: its msg (the kit says 导出失败：msg).
 */
export function useGoodsExport(filters: Omit<AdminGoodsQuery, 'page' | 'page_size'>): () => Promise<Blob> {
  const dispatch = useAppDispatch();
  const search = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
  return useCallback(async () => {
    const headers = new Headers();
    const token = readOperatorToken();
    if (token) headers.set(OPERATOR_TOKEN_HEADER, token);
    let response: Response;
    try {
      response = await fetch(`/api/admin/goods/export${search ? `?${search}` : ''}`, { headers });
    } catch {
      throw { status: 'BUSINESS', code: -1, msg: '网络异常，请检查网络后重试' } satisfies ApiError;
    }
    if (response.status === 401) {
      writeOperatorToken(null);
      dispatch(operatorSessionEnded({ redirect: window.location.pathname + window.location.search }));
      throw { status: 'BUSINESS', code: 401, msg: '登录已过期，请重新登录' } satisfies ApiError;
    }
    const type = response.headers.get('Content-Type') ?? '';
    if (/\bjson\b/i.test(type) || !response.ok) {
      const body = (await response.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
      throw { status: 'BUSINESS', code: body?.code ?? response.status, msg: (body?.code !== 0 && body?.msg) || NO_FILE_MESSAGE } satisfies ApiError;
    }
    return response.blob();
  }, [dispatch, search]);
}

import { useEffect, useState } from 'react';
import { Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const Problem = styled.span`
  color: ${(p) => p.theme.colorError};
`;

// the server's filter: a whole mobile number or its last 4 digits
const MOBILE_FILTER = /^(\d{4}|1\d{10})$/;

/** 手机号 search box: searches a whole number or its last 4 digits; anything else says so and is not sent. */
export function MobileSearch({ value, onSearch }: { value: string; onSearch: (mobile: string) => void }) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  // back/forward or 重置 change the URL's value
  useEffect(() => setText(value), [value]);
  const search = (raw: string) => {
    const mobile = raw.trim();
    if (mobile && !MOBILE_FILTER.test(mobile)) {
      setProblem('请输入完整手机号或后 4 位');
      return;
    }
    setProblem(null);
    onSearch(mobile);
  };
  return (
    <>
      <Input.Search
        aria-label="手机号"
        placeholder="手机号或后 4 位"
        allowClear
        style={{ width: 220 }}
        maxLength={11}
        value={text}
        status={problem ? 'error' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(null);
        }}
        onSearch={search}
        enterButton="搜索"
      />
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </>
  );
}

import { useEffect, useState } from 'react';
import { SpreadMessages } from 'shared-contracts';
import { Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const Problem = styled.span`
  color: ${(p) => p.theme.colorError};
`;

// the server's filter: the last 4 digits only (issue 35: a whole number could unmask a referee's hidden digits)
const MOBILE_FILTER = /^\d{4}$/;

/** 手机号 search box: searches the last 4 digits; anything else says so and is not sent. */
export function MobileSearch({ value, onSearch }: { value: string; onSearch: (mobile: string) => void }) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  // back/forward or 重置 change the URL's value
  useEffect(() => setText(value), [value]);
  const search = (raw: string) => {
    const mobile = raw.trim();
    if (mobile && !MOBILE_FILTER.test(mobile)) {
      setProblem(SpreadMessages.mobileLast4);
      return;
    }
    setProblem(null);
    onSearch(mobile);
  };
  return (
    <>
      <Input.Search
        aria-label="手机号"
        placeholder={SpreadMessages.mobileLast4Placeholder}
        allowClear
        style={{ width: 220 }}
        maxLength={4}
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

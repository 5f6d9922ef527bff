import { useNavigate } from 'shared-contracts/router';
import { Button } from 'shared-contracts/ui';
import { LazyResult as Result } from '../app/lazy-result';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在"
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}

import { useEffect } from 'react';
import { notify } from 'shared-contracts/app';
import { App } from 'shared-contracts/ui';
import { listener } from './store';

/** Shows the messages the api layer dispatches (401, network error, HTTP errors) with antd message. */
export function Notifier() {
  const { message } = App.useApp();
  useEffect(
    () =>
      listener.startListening({
        actionCreator: notify,
        effect: ({ payload }) => {
          void message.open({ type: payload.level, content: payload.text, duration: payload.duration ?? 3, key: payload.text });
        },
      }),
    [message],
  );
  return null;
}

import fp from 'fastify-plugin';
import { createPasswordHasher, type ScryptParams } from '../../lib/password';
import { svgCaptchaProvider, type CaptchaProvider } from '../../providers/captcha';
import { resolveSmsProvider, type SmsProvider } from '../../providers/sms';
import { createServices } from '../../services';

export interface ServicesPluginOptions {
  sms?: SmsProvider;
  captcha?: CaptchaProvider;
  scrypt?: ScryptParams;
}

/** Providers (SMS, captcha) and the services over the repositories. */
export default fp<ServicesPluginOptions>(
  async (app, options) => {
    const sms = options.sms ?? resolveSmsProvider(app.config.smsProvider, { outbox: app.repos.smsOutbox, now: app.now });
    app.decorate('sms', sms);
    app.decorate(
      'services',
      createServices({
        repos: app.repos,
        hasher: createPasswordHasher(options.scrypt),
        sms,
        captchaProvider: options.captcha ?? svgCaptchaProvider,
        now: app.now,
      }),
    );
  },
  { name: 'services', dependencies: ['database'] },
);

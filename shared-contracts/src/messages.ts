/** Texts of SPEC §8 shared by client and server, quoted exactly where the spec gives Chinese. */
export const Messages = {
  sessionExpired: '登录信息已过期，请重新登录',
  networkError: '网络错误，请检查网络',
  timeout: '请求超时，请稍后再试',
  serverError: '服务器开小差了，请稍后再试',
  notFound: '请求的接口不存在',
  badRequest: '请求参数不正确',
  /** Text with NUL, another control character or a broken (lone surrogate) character. */
  unsafeText: '输入内容包含不支持的字符',
  /** A request body or query nested too deep or too large to be real input. */
  inputTooComplex: '请求内容过于复杂',
  numberOutOfRange: '数字超出范围',
  badUrl: '请求地址不正确',
  badClientAddress: '无法识别客户端地址',
  bodyTooLarge: '提交的内容过大',
  unsupportedMediaType: '不支持的请求内容格式',
  captchaTooOften: '获取图形验证码过于频繁，请稍后再试',
  loginSucceeded: '登录成功',
  registered: '注册成功',
  codeSent: '验证码已发送，请注意查收',
  /** Find-password send: the same answer whether or not the mobile is registered (no account enumeration). */
  findPasswordCodeSent: '如该手机号已注册，验证码已发送，请注意查收',
  passwordReset: '密码已重置，请登录',
  passwordChanged: '密码修改成功，请重新登录',
  loggedOut: '已退出登录',
  wrongCredentials: '手机号或密码错误',
  captchaNeeded: '请输入图形验证码',
  captchaWrong: '图形验证码不正确',
  smsCodeWrong: '验证码错误或已失效',
  sendTooOften: '发送过于频繁，请稍后再试',
  sendDailyLimit: '今日验证码发送次数已达上限',
  mobileRegistered: '该手机号已注册',
  mobileNotRegistered: '该手机号未注册',
  oldPasswordWrong: '原密码不正确',
  /** Password sign-in (and change) locked after too many wrong passwords for one mobile. */
  passwordLocked: (minutes: number) => `密码错误次数过多，账号已临时锁定，请${minutes}分钟后再试或使用短信验证码登录`,
  loginRequired: '请先登录',
  forbidden: '无权访问',
  /** SPEC §8: order make code 23 */
  balanceInsufficient: '余额不足，请充值',
  healthy: '服务正常',
  unhealthy: '服务暂时不可用，请稍后再试',
} as const;

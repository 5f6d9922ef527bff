import { OPEN_MAX_RECIPIENTS, OPEN_NONCE_TTL_S, OPEN_RATE_PER_MINUTE, OPEN_TIMESTAMP_SKEW_S } from 'shared-contracts';

/** The /open/docs document's description: how to sign a call (lib/open-signature.ts says the same in code). */
export const OPEN_DOCS_DESCRIPTION = `商家自有系统（ERP、脚本）通过开放API下单、查询订单与包裹、接收回调。所有接口返回 \`{ code, msg, data }\`，code 为 0 表示成功；业务失败的 code 与网站相同（11/12 实名认证，23 余额不足）。

## 签名

每个请求带四个请求头：

| 请求头 | 内容 |
| --- | --- |
| \`X-App-Key\` | API设置中的 AppKey |
| \`X-Timestamp\` | Unix 时间戳（秒），与服务器时间相差不超过 ${OPEN_TIMESTAMP_SKEW_S} 秒 |
| \`X-Nonce\` | 16–64 位字母或数字的随机串，同一 AppKey ${OPEN_NONCE_TTL_S / 60} 分钟内不能重复 |
| \`X-Signature\` | 签名：小写十六进制的 HMAC-SHA256(app_secret, 待签名字符串) |

待签名字符串（\`\\n\` 为换行）：

\`\`\`
METHOD + "\\n" + PATH + "\\n" + QUERY + "\\n" + TIMESTAMP + "\\n" + NONCE + "\\n" + hex(sha256(原始请求体))
\`\`\`

- METHOD：大写，如 \`GET\`、\`POST\`。
- PATH：不含查询串的路径，如 \`/open/v1/parcels\`。
- QUERY：查询参数按 RFC 3986 百分号编码（保留 A–Z a–z 0–9 - . _ ~，其余字节按 UTF-8 编为大写 %XX，空格为 %20），每个写作 \`name=value\`，先按编码后的参数名、再按编码后的值排序，用 \`&\` 连接；没有参数时为空串。
- 请求体：按发送的原始字节计算 SHA-256；没有请求体时为空串的哈希（e3b0c442…b855）。请求体为 JSON（Content-Type: application/json）。
- app_secret 按其文本（UTF-8）作为 HMAC 密钥。

被拒绝时返回 HTTP 401 及原因（缺少签名参数、AppKey 不存在或未开通、时间戳超差、随机串格式不对或已使用、签名错误、IP 不在白名单）。每个 AppKey 每分钟最多 ${OPEN_RATE_PER_MINUTE} 次调用，超过返回 HTTP 429，\`Retry-After\` 为需等待的秒数。

## 下单与幂等

\`POST /open/v1/orders\` 须带 \`Idempotency-Key\` 请求头（8–64 位字母、数字、下划线或短横线）：相同的键再次调用返回首次结果、不重复扣款；同一个键换了请求体则拒绝。一单最多 ${OPEN_MAX_RECIPIENTS} 个收件人。

## 回调

在API设置中填写回调地址后，包裹出单（\`parcel.waybill\`）、拒单退款（\`parcel.refunded\`）等事件以 POST 推送，请求头 \`X-Event-Id\`、\`X-Timestamp\`、\`X-Signature\` = 小写十六进制 HMAC-SHA256(app_secret, TIMESTAMP + "\\n" + 原始请求体)。5 秒内未返回 2xx 会按退避重试，\`X-Event-Id\` 不变。`;

/** The signing headers as the document's security schemes (all four together). */
export const OPEN_SECURITY_SCHEMES = {
  appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key', description: 'API设置中的 AppKey' },
  timestamp: { type: 'apiKey', in: 'header', name: 'X-Timestamp', description: 'Unix 时间戳（秒）' },
  nonce: { type: 'apiKey', in: 'header', name: 'X-Nonce', description: '16–64 位字母或数字，每次请求不同' },
  signature: { type: 'apiKey', in: 'header', name: 'X-Signature', description: '小写十六进制 HMAC-SHA256(app_secret, 待签名字符串)' },
} as const;

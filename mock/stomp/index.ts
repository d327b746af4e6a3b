export { attachStomp, publish, GREETING, GREETINGS_TOPIC, STOMP_PATH } from './broker'
export type { Destinatario, StompEndpoint } from './broker'

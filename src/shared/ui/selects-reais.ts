export { SelectReal } from './select-real'
export { AsyncSelectReal } from './async-select-real'

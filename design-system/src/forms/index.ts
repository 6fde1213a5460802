export { checkForm } from './contract-resolver';
export type { ContractShape } from './contract-resolver';
export { apiFieldErrors, checkContract, contractErrors } from './field-errors';
export type { ContractCheck, FieldErrors } from './field-errors';
export { useContractForm } from './use-contract-form';
export type { ContractForm, ContractFormOptions } from './use-contract-form';

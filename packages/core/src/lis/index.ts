export * from './result-source';
export * from './api-keys';
export * from './import-rows';
export * from './csv';
export * from './fhir';
export * from './ucum';
export * from './resolve-rows';
export * from './code-mappings';

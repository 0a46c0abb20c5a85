/**
 * The hidden field that carries the ALTCHA proof of work (the widget's payload). Its name
 * starts with `_` like the engine's other hidden fields: not the visitor's data.
 */
export const PROOF_FIELD = '_altcha'

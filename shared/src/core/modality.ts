/** The one modality the product serves today (Vôlei). Every championship, player and team call carries it. */
export const VOLEI_MODALITY_ID = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b';
export const VOLEI_MODALITY_NAME = 'Vôlei';

-- The one modality the product serves (VOLEI_MODALITY_ID in @areia/shared/modality). Reference data, not demo data.
INSERT INTO "modalities" ("id", "name") VALUES ('6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b', 'Vôlei') ON CONFLICT DO NOTHING;

-- Huella (sha256 del método y los parámetros, en JSON canónico) de cada subida aplicada: un
-- idsync_upload reutilizado con otro contenido se rechaza en vez de devolver en silencio el resultado
-- guardado. Las filas anteriores quedan sin huella y conservan el comportamiento de antes.
alter table sync_aplicado add column huella text;

-- Issue 14: la bandeja de salida. `correo` es una colección sincronizada más (id, doc, ambito, escrito);
-- `correo_envio` es del servidor y no se sincroniza: el cartero reclama ahí cada correo pendiente antes
-- de enviarlo (un solo proceso lo envía) y apunta cuándo puede volver a intentarlo.
create table correo (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index correo_doc on correo using gin (doc jsonb_path_ops);
create index correo_ambito on correo using gin (ambito);
create table correo_envio (
  idcorreo text primary key,
  -- Hasta cuándo es de quien lo reclamó (un envío en curso) o cuándo se puede reintentar.
  reclamado_hasta timestamptz not null,
  proceso text not null
);

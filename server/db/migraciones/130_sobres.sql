-- Issue 15: sobres de firma electrónica de un presupuesto. `sobre`, `destinatariosobre` y `enviosobre` son
-- colecciones sincronizadas (id, doc, ambito, escrito). `sobre_token` y `sobre_firma` son del servidor y no
-- se sincronizan: el enlace personal de cada destinatario (solo el sha256 del token; revocado al reenviar o
-- cancelar, usado al firmar) y la imagen de cada firma (data URL PNG), que solo va al PDF firmado.
create table sobre (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index sobre_doc on sobre using gin (doc jsonb_path_ops);
create index sobre_ambito on sobre using gin (ambito);
create table destinatariosobre (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index destinatariosobre_doc on destinatariosobre using gin (doc jsonb_path_ops);
create index destinatariosobre_ambito on destinatariosobre using gin (ambito);
create table enviosobre (id text primary key, doc jsonb not null, ambito text[] not null, escrito xid8 not null default pg_current_xact_id());
create index enviosobre_doc on enviosobre using gin (doc jsonb_path_ops);
create index enviosobre_ambito on enviosobre using gin (ambito);
create table sobre_token (
  hash text primary key,
  idsobre text not null,
  iddestinatario_sobre text not null,
  caduca timestamptz not null,
  usado timestamptz,
  revocado boolean not null default false
);
create index sobre_token_sobre on sobre_token (idsobre);
create index sobre_token_destinatario on sobre_token (iddestinatario_sobre);
create table sobre_firma (
  iddestinatario_sobre text primary key,
  imagen text not null
);

-- Issue 32 (los movimientos de caja en la ventana de historia): la caja guarda su saldo consolidado
-- (`saldo`: saldo_inicial más la suma de sus movimientos activos, al céntimo) y el movimiento su último
-- cambio (`actualizado`; uno de antes toma su fecha). Desde aquí lo mantienen los mutadores de los
-- movimientos (replication/mutadores/caja.ts) por diferencias. Cada caja se anota en el registro para que
-- los dispositivos la vuelvan a bajar con su saldo antes de soltar los movimientos antiguos (la versión 3
-- de las etiquetas, server/sync/reetiquetar.ts, los hace historia de su mes; se sella después).
update movimientocaja
   set doc = doc || jsonb_build_object('actualizado', doc->'fecha'), escrito = pg_current_xact_id()
 where not doc ? 'actualizado';

update caja c
   set doc = c.doc || jsonb_build_object('saldo', round(
         (c.doc->>'saldo_inicial')::numeric + coalesce((
           select sum(case when m.doc->>'tipo' = 'ingreso' then (m.doc->>'importe')::numeric else -(m.doc->>'importe')::numeric end)
             from movimientocaja m
            where m.doc->>'idcaja' = c.id and (m.doc->>'estado')::integer > 0
         ), 0), 2)),
       escrito = pg_current_xact_id();

insert into cambio (coleccion, id, ambito, borrado)
select 'caja', id, ambito, false from caja order by id;

/**
 * La sección 'Listo para trabajar sin conexión' de /sincronizacion: el resumen y cada elemento (la app,
 * los datos, lo de cada app, el almacenamiento, la sesión, la cola) con su estado, su detalle y la acción
 * que lo resuelve, que aquí se cumple.
 */
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { crearClienteRpc, refrescarToken } from '../../../../replication/cliente';
import { pedirEvaluacion, usePreparacion } from '../../../app/preparacion';
import { useVigia } from '../../../app/VigiaProvider';
import { useAccion } from '../../../ui/accion/useAccion';
import { obtenerContenido } from '../../ficheros/contenido';
import { ficherosDeTecnico } from './apps';
import { resumenPreparacion, type AccionPreparacion, type ElementoPreparacion } from './modelo';

const ESTADO: Record<ElementoPreparacion['estado'], string> = { ok: 'Listo', falta: 'Falta', aviso: 'Aviso' };

function BotonAccion({ accion }: { accion: Exclude<AccionPreparacion, { tipo: 'ir' }> }) {
  const { db, motor, sesion } = useVigia();
  const token = sesion.token;
  const rpc = useMemo(() => crearClienteRpc({ url: `${window.location.origin}/api/`, token: () => token, timeoutMs: 60_000 }), [token]);
  const ejecutar = async (): Promise<void> => {
    if (accion.tipo === 'sincronizar') await motor.sincronizarAhora();
    else if (accion.tipo === 'persistir') {
      const concedido = await navigator.storage.persist();
      if (!concedido) throw new Error('El navegador no ha concedido el almacenamiento persistente. Instala la app o añádela a la pantalla de inicio y vuelve a intentarlo.');
    } else if (accion.tipo === 'renovar-sesion') {
      if ((await refrescarToken()) === null) throw new Error('No se ha podido renovar la sesión: vuelve a entrar con conexión.');
    } else {
      const { ids } = await ficherosDeTecnico(db, sesion.usuario, Date.now());
      for (const id of ids) await obtenerContenido(db, rpc, id);
    }
  };
  const a = useAccion({ ejecutar: () => ejecutar().finally(pedirEvaluacion) });
  return (
    <>
      <button className="boton" {...a.boton()}>
        {accion.etiqueta}
      </button>
      {a.aviso}
    </>
  );
}

function Elemento({ e }: { e: ElementoPreparacion }) {
  return (
    <li className={`preparacion-elemento preparacion-${e.estado}`} data-testid={`preparacion-${e.id}`}>
      <p>
        <strong>{e.etiqueta}</strong>: <span>{ESTADO[e.estado]}</span>
      </p>
      <p className="nota">{e.detalle}</p>
      {e.accion &&
        (e.accion.tipo === 'ir' ? (
          <Link to={e.accion.a} className="boton">
            {e.accion.etiqueta}
          </Link>
        ) : (
          <BotonAccion accion={e.accion} />
        ))}
    </li>
  );
}

export function SeccionPreparacion() {
  const p = usePreparacion();
  return (
    <section className="tarjeta" aria-labelledby="sync-preparacion">
      <h2 id="sync-preparacion">Trabajar sin conexión</h2>
      {p === null ? (
        <p role="status">Comprobando si el dispositivo está listo…</p>
      ) : (
        <>
          <p role="status" data-testid="preparacion-resumen" className={p.listo ? 'texto-ok' : 'texto-error'}>
            {resumenPreparacion(p)}
          </p>
          <ul className="lista-preparacion">
            {p.elementos.map((e) => (
              <Elemento key={e.id} e={e} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * Formulario declarado de lo que se sirve: un campo propio con una caja por línea servible (unidades, por
 * defecto lo pendiente, y los números de serie si la línea los lleva, uno por renglón). Las reglas son las
 * de servir.ts, con los mensajes del mutador: lo que no hay en el almacén de origen se avisa al momento
 * (al pie) y no deja encolar. Pregunta en la 'Confirmación' antes de servir.
 */
import { useId, useState } from 'react';
import type { ParamsServirPedido } from '../../../replication/mutadores/almacen';
import { pendienteLinea } from '../../../replication/pedidos';
import { idStock } from '../../../schemas';
import { CampoAreaTexto, CampoNumero } from '../../ui/formulario/campos';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import type { LineaPedido } from './consultas';
import { TEXTOS_PEDIDOS as T } from './pedidos.labels';
import {
  erroresServir, lineasIniciales, paramsServir, primerErrorServir, resumenServir, type ContextoServir, type LineaServir, type ValoresServir,
} from './servir';

export interface FormularioServirProps {
  idpedidocli: string;
  /** Las líneas que se ven (las del pedido o la elegida), vivas. */
  lineas: readonly LineaPedido[];
  almacen: { idalmacen: string; nombre: string };
  existencias: ReadonlyMap<string, number>;
  yaServidos: ReadonlyMap<string, ReadonlySet<string>>;
  /** A quién va (la furgoneta o el cliente), para la pregunta. */
  destino: string;
  mensaje: string;
  /** Encola pedido.servirSync; lanza con el mensaje si el mutador lo rechaza. */
  enviar: (params: ParamsServirPedido) => Promise<unknown>;
  despues: () => void;
}

export function FormularioServir({ idpedidocli, lineas, almacen, existencias, yaServidos, destino, mensaje, enviar, despues }: FormularioServirProps) {
  const id = useId();
  // Las de partida se fijan al montar (quien lo usa lo vuelve a montar tras servir).
  const [valores] = useState<ValoresServir>(() => ({ lineas: lineasIniciales(lineas) }));
  const porId = new Map(lineas.map((l) => [l.idlpedidocli, l]));
  const ctx: ContextoServir = { lineas: porId, almacen, existencias, yaServidos };

  const declaracion = declararFormulario<ValoresServir>({
    campos: [
      {
        campo: 'lineas',
        tipo: 'propio',
        etiqueta: T.campoLineas,
        reglas: [(ls) => primerErrorServir(erroresServir({ lineas: ls }, ctx))],
        pintar: ({ valor: ls, alCambiar, error, desactivado }) => {
          const cambiar = (idl: string, cambio: Partial<LineaServir>) => alCambiar(ls.map((l) => (l.idlpedidocli === idl ? { ...l, ...cambio } : l)));
          // Los errores de cada línea se ven tras tocarlas o intentar servir (entonces llega `error`).
          const errores = error === null ? null : erroresServir({ lineas: ls }, ctx);
          return (
            <fieldset className="lineas-servir">
              <legend>{T.campoLineas}</legend>
              <p className="nota">{T.notaUnidades}</p>
              {ls.map((l) => {
                const linea = porId.get(l.idlpedidocli);
                const descripcion = linea?.descripcion ?? T.lineaDeOtro;
                const hay = linea ? (existencias.get(idStock(almacen.idalmacen, linea.idarticulo)) ?? 0) : 0;
                return (
                  <div key={l.idlpedidocli} className="linea-servir" data-idlpedidocli={l.idlpedidocli}>
                    <p className="linea-servir-articulo">{descripcion}</p>
                    {linea && <p className="nota">{T.resumenLinea(linea.unidades, linea.servidas, pendienteLinea(linea), hay)}</p>}
                    <CampoNumero
                      etiqueta={T.unidadesDe(descripcion)}
                      decimales={0}
                      valor={l.unidades}
                      desactivado={desactivado}
                      alCambiar={(unidades) => cambiar(l.idlpedidocli, { unidades })}
                      error={errores?.unidades.get(l.idlpedidocli) ?? null}
                    />
                    {linea?.con_numero_serie && (
                      <CampoAreaTexto
                        etiqueta={T.seriesDe(descripcion)}
                        ayuda={T.ayudaSeries(l.unidades !== null && Number.isFinite(l.unidades) ? l.unidades : 0)}
                        filas={Math.min(8, Math.max(2, l.unidades ?? 2))}
                        valor={l.series}
                        desactivado={desactivado}
                        alCambiar={(series) => cambiar(l.idlpedidocli, { series })}
                        error={errores?.series.get(l.idlpedidocli) ?? null}
                      />
                    )}
                  </div>
                );
              })}
              {errores?.general && (
                <p role="alert" className="alerta alerta-error">
                  {errores.general}
                </p>
              )}
            </fieldset>
          );
        },
      },
    ],
    boton: T.boton,
    mensaje,
    confirmar: ({ valores: v }) => {
      const { lineas: n, unidades } = resumenServir(v);
      return T.pregunta(unidades, n, almacen.nombre, destino);
    },
    enviar: ({ valores: v }) => enviar(paramsServir(idpedidocli, almacen.idalmacen, v, () => crypto.randomUUID())),
  });

  return (
    <section className="tarjeta" aria-labelledby={id}>
      <h2 id={id}>{T.formulario}</h2>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={undefined}
        modo="alta"
        despues={despues}
        pie={(v) => {
          const avisos = erroresServir(v, ctx).existencias;
          return avisos.length > 0 ? (
            <div role="alert" className="alerta alerta-error aviso-existencias">
              {avisos.map((a) => (
                <p key={a}>{a}</p>
              ))}
            </div>
          ) : null;
        }}
      />
    </section>
  );
}

/**
 * Cobrar (/offline/partes/{idparte_trabajo}/cobrar): importe (de entrada, el total del parte), forma de
 * pago (Efectivo, Tarjeta, Transferencia) y observaciones → cobro.insertSync con un número de recibo
 * asignado en el dispositivo (único también sin conexión), que se muestra al guardar.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { formatearMoneda } from '../../lib/formato';
import { maximoDe, requerido } from '../../lib/validacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoImporte, CampoSeleccion } from '../../ui/formulario/campos';
import { useFormulario, type Validadores } from '../../ui/formulario/useFormulario';
import { useSnackbar } from '../../ui/Snackbar';
import { esFormaPago, etiquetasFormaPago, formasPago, MENSAJES_CIERRE, TITULOS_CIERRE } from './cierre.labels';
import { construirCobro, validarImporte } from './cobro';
import type { DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';

export interface CobrarScreenProps {
  idparte_trabajo: string;
}

export function CobrarScreen({ idparte_trabajo }: CobrarScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.cobrar}>
      {(d) => <FormularioCobro datos={d} />}
    </MarcoCierre>
  );
}

interface ValoresCobro {
  importe: number | null;
  forma_pago: string;
  observaciones: string;
}

const MAX_OBSERVACIONES = 2000;

const validadores: Validadores<ValoresCobro> = {
  importe: [validarImporte],
  forma_pago: [requerido],
  observaciones: [maximoDe(MAX_OBSERVACIONES)],
};

const opcionesFormaPago = [{ valor: '', etiqueta: 'Elige la forma de pago' }, ...formasPago.map((f) => ({ valor: f, etiqueta: etiquetasFormaPago[f] }))];

function FormularioCobro({ datos: d }: { datos: DatosParte }) {
  const { db, sesion } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const idtecnico = sesion.usuario.idtecnico ?? null;
  const total = d.total;
  const valores = useMemo<ValoresCobro>(() => ({ importe: total > 0 ? total : null, forma_pago: 'efectivo', observaciones: '' }), [total]);
  const f = useFormulario<ValoresCobro>({ valores, validadores });
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(false);
  const [recibo, setRecibo] = useState<{ recibo: string; importe: number } | null>(null);
  const pendiente = d.parte.estado === 1;

  const guardar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!f.intentar()) {
      setIntentoFallido(true);
      return;
    }
    setIntentoFallido(false);
    const { importe, forma_pago, observaciones } = f.visibles;
    if (importe === null || !esFormaPago(forma_pago)) return;
    if (!idtecnico) {
      setErrorGuardar('Tu usuario no es un técnico');
      return;
    }
    setGuardando(true);
    setErrorGuardar(null);
    try {
      const doc = construirCobro({ idcobro: crypto.randomUUID(), idparte_trabajo: d.parte.idparte_trabajo, idtecnico, importe, forma_pago, observaciones, ahora: new Date() });
      await db.mutate('cobro.insertSync', { doc });
      f.deshacer();
      setRecibo({ recibo: doc.recibo, importe: doc.importe });
      mostrar({ mensaje: MENSAJES_CIERRE.cobroGuardado(doc.recibo) });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <>
      {recibo && (
        <section className="tarjeta" aria-labelledby={`${id}-recibo`} role="status" data-testid="recibo-guardado">
          <h2 id={`${id}-recibo`}>Cobro guardado</h2>
          <p>
            Importe: <strong>{formatearMoneda(recibo.importe)}</strong>
          </p>
          <p>
            Número de recibo: <span className="recibo" data-testid="numero-recibo">{recibo.recibo}</span>
          </p>
          <Link to="/offline/partes/$idparte_trabajo/resumen" params={{ idparte_trabajo: d.parte.idparte_trabajo }} className="boton">
            {TITULOS_CIERRE.resumen}
          </Link>
        </section>
      )}
      {!pendiente && (
        <div role="alert" className="alerta alerta-error">
          {MENSAJES_CIERRE.parteNoPendiente}
        </div>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>{recibo ? 'Otro cobro' : 'Nuevo cobro'}</h2>
        <p className="nota">Total del parte: {formatearMoneda(total)}</p>
        <form onSubmit={(e) => void guardar(e)} noValidate>
          <CampoImporte etiqueta="Importe" requerido desactivado={!pendiente} valor={f.visibles.importe} alCambiar={(v) => f.cambiar('importe', v)} error={f.error('importe')} />
          <CampoSeleccion etiqueta="Forma de pago" requerido desactivado={!pendiente} valor={f.visibles.forma_pago} alCambiar={(v) => f.cambiar('forma_pago', v)} opciones={opcionesFormaPago} error={f.error('forma_pago')} />
          <CampoAreaTexto etiqueta="Observaciones" desactivado={!pendiente} maximo={MAX_OBSERVACIONES} valor={f.visibles.observaciones} alCambiar={(v) => f.cambiar('observaciones', v)} error={f.error('observaciones')} />
          <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentoFallido && !f.valido} />
          <div className="botonera">
            <button type="submit" className="boton boton-primario" disabled={!pendiente || guardando} aria-busy={guardando}>
              Guardar cobro
            </button>
          </div>
        </form>
      </section>
    </>
  );
}

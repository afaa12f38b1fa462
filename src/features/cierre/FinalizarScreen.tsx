/**
 * Finalizar el parte (/offline/partes/{idparte_trabajo}/finalizar): las cuatro opciones de cierre
 * ('Finalizar orden', 'Reasignarme', 'Mantener pendiente', 'Reasignar a otro técnico' con su selector de
 * técnico), observaciones y 'Confirmación' → ordenTrabajo.finalizarOt (la opción 2 lleva el UUID del parte
 * nuevo). Si el parámetro requiere_firma_cliente es '1' y no hay firma, lo avisa y ofrece ir a firmar.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { OpcionCierre } from '../../../replication/mutadores';
import { useVigia } from '../../app/VigiaProvider';
import { maximoDe } from '../../lib/validacion';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoAreaTexto, CampoSeleccion } from '../../ui/formulario/campos';
import { useSnackbar } from '../../ui/Snackbar';
import { faltaFirma, hayCronometroEnMarcha, mensajeCierre, paramsFinalizar, validarCierre } from './cierre';
import { descripcionesOpcionCierre, etiquetasOpcionCierre, MENSAJES_CIERRE, opcionesCierre, TITULOS_CIERRE } from './cierre.labels';
import type { DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';

export interface FinalizarScreenProps {
  idparte_trabajo: string;
}

export function FinalizarScreen({ idparte_trabajo }: FinalizarScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.finalizar}>
      {(d) => <FormularioCierre datos={d} />}
    </MarcoCierre>
  );
}

const MAX_OBSERVACIONES = 4000;
const maximoObservaciones = maximoDe(MAX_OBSERVACIONES);

function FormularioCierre({ datos: d }: { datos: DatosParte }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const [opcion, setOpcion] = useState<OpcionCierre>(1);
  const [idtecnicoDestino, setIdtecnicoDestino] = useState('');
  const [observaciones, setObservaciones] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const pendiente = d.parte.estado === 1;
  const params = { idparte_trabajo: d.parte.idparte_trabajo };
  const avisoFirma = faltaFirma(d.parametros.get('requiere_firma_cliente'), d.firmas.length > 0);
  const errorCierre = validarCierre({ opcion, idtecnico: d.parte.idtecnico ?? null, idtecnicoDestino });
  const errorObservaciones = maximoObservaciones(observaciones);
  const tecnicos = d.tecnicos.filter((t) => t.estado > 0 && t.idtecnico !== d.parte.idtecnico).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  const opcionesTecnico = [{ valor: '', etiqueta: 'Elige un técnico' }, ...tecnicos.map((t) => ({ valor: t.idtecnico, etiqueta: t.nombre }))];

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntentado(true);
    if (errorCierre || errorObservaciones) return;
    setConfirmar(true);
  };

  const finalizar = async () => {
    setGuardando(true);
    setErrorGuardar(null);
    try {
      const { resultado } = await db.mutate('ordenTrabajo.finalizarOt', paramsFinalizar({ idparte_trabajo: d.parte.idparte_trabajo, opcion, idtecnico: d.parte.idtecnico ?? null, idtecnicoDestino, observaciones }, () => crypto.randomUUID()));
      mostrar({ mensaje: mensajeCierre(etiquetasOpcionCierre[opcion], resultado) });
      setConfirmar(false);
      await navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      setConfirmar(false);
      setGuardando(false);
    }
  };

  if (!pendiente) {
    return (
      <div role="alert" className="alerta alerta-error">
        {MENSAJES_CIERRE.parteNoPendiente}
      </div>
    );
  }

  return (
    <>
      {avisoFirma && (
        <div role="alert" className="alerta alerta-error" data-testid="aviso-firma">
          <p>{MENSAJES_CIERRE.sinFirma}</p>
          <Link to="/offline/partes/$idparte_trabajo/firmar" params={params} className="boton">
            Ir a firmar
          </Link>
        </div>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>Cierre</h2>
        <form onSubmit={enviar} noValidate>
          <fieldset className="opciones-cierre">
            <legend>Opción de cierre</legend>
            {opcionesCierre.map((o) => (
              <label key={o} className="opcion-cierre">
                <input type="radio" name={`${id}-opcion`} value={o} checked={opcion === o} onChange={() => setOpcion(o)} aria-describedby={`${id}-desc-${o}`} />
                <span>
                  <strong>{etiquetasOpcionCierre[o]}</strong>
                  <span id={`${id}-desc-${o}`} className="nota">
                    {descripcionesOpcionCierre[o]}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          {opcion === 4 && (
            <CampoSeleccion etiqueta="Técnico" requerido valor={idtecnicoDestino} alCambiar={setIdtecnicoDestino} opciones={opcionesTecnico} error={intentado ? errorCierre : null} />
          )}
          <CampoAreaTexto etiqueta="Observaciones" maximo={MAX_OBSERVACIONES} valor={observaciones} alCambiar={setObservaciones} error={errorObservaciones} />
          <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentado && (errorCierre !== null || errorObservaciones !== null)} />
          <div className="botonera">
            <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
              Finalizar
            </button>
          </div>
        </form>
      </section>
      <DialogoConfirmacion abierto={confirmar} ocupado={guardando} alAceptar={() => void finalizar()} alCancelar={() => setConfirmar(false)}>
        <p>
          ¿Cerrar el parte {d.parte.numero} con la opción «{etiquetasOpcionCierre[opcion]}»?
          {opcion === 4 ? ` Pasará a ${tecnicos.find((t) => t.idtecnico === idtecnicoDestino)?.nombre ?? 'otro técnico'}.` : ''}
          {avisoFirma ? ' El cliente no ha firmado.' : ''}
        </p>
        {hayCronometroEnMarcha(d.tiempos) && <p>{MENSAJES_CIERRE.cronometroSeDetendra}</p>}
      </DialogoConfirmacion>
    </>
  );
}

/**
 * Firma del cliente (/offline/partes/{idparte_trabajo}/firmar): nombre, DNI (el validador compartido, 'El
 * DNI no es correcto') y la firma en el panel compartido (obligatoria) → firma.insertSync. Volver a firmar
 * sustituye la firma (firma.deleteSync de la anterior + insertSync de la nueva) tras 'Confirmación'. Con la
 * firma se genera el PDF del parte firmado y se sube con fichero.subirSync cuando haya conexión.
 */
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { DocDe } from '../../../schemas';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { dni, maximoDe, requerido } from '../../lib/validacion';
import { DialogoConfirmacion } from '../../ui/DialogoConfirmacion';
import { PanelFirma, type Firma } from '../../ui/dialogos/PanelFirma';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoTexto } from '../../ui/formulario/campos';
import { useFormulario, type Validadores } from '../../ui/formulario/useFormulario';
import { useSnackbar } from '../../ui/Snackbar';
import { MENSAJES_CIERRE, TITULOS_CIERRE } from './cierre.labels';
import { IDTABLA_PARTE, type DatosParte } from './datos-parte';
import { MarcoCierre } from './MarcoCierre';
import { subirPdfFirmado } from './pdf-dispositivo';

export interface FirmarScreenProps {
  idparte_trabajo: string;
}

export function FirmarScreen({ idparte_trabajo }: FirmarScreenProps) {
  return (
    <MarcoCierre idparte_trabajo={idparte_trabajo} titulo={TITULOS_CIERRE.firmar}>
      {(d) => <FormularioFirma datos={d} />}
    </MarcoCierre>
  );
}

interface ValoresFirma {
  nombre: string;
  dni: string;
}

const MAX_NOMBRE = 200;
/** Tamaño máximo de la imagen de la firma (data URL; esquema firma.imagen). */
const MAX_IMAGEN = 400_000;

const validadores: Validadores<ValoresFirma> = {
  nombre: [requerido, maximoDe(MAX_NOMBRE)],
  dni: [requerido, dni],
};

function FormularioFirma({ datos: d }: { datos: DatosParte }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const navegar = useNavigate();
  const id = useId();
  const valores = useMemo<ValoresFirma>(() => ({ nombre: '', dni: '' }), []);
  const f = useFormulario<ValoresFirma>({ valores, validadores });
  const [firma, setFirma] = useState<Firma>({ vacia: true });
  const [intentado, setIntentado] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const anterior = d.firmas[0] ?? null;
  const errorFirma = intentado && firma.vacia ? MENSAJES_CIERRE.firmaRequerida : null;

  const guardar = async () => {
    if (firma.vacia) return;
    setGuardando(true);
    setErrorGuardar(null);
    try {
      if (firma.dataUrl.length > MAX_IMAGEN) throw new Error('La firma ocupa demasiado: bórrala y firma de nuevo.');
      for (const vieja of d.firmas) await db.mutate('firma.deleteSync', { id: vieja.idfirma });
      const doc: DocDe<'firma'> = {
        idfirma: crypto.randomUUID(), idtabla: IDTABLA_PARTE, id: d.parte.idparte_trabajo, nombre: f.visibles.nombre.trim(),
        dni: f.visibles.dni.replace(/[\s.-]/g, '').toUpperCase(), imagen: firma.dataUrl, fecha: new Date().toISOString(), estado: 1,
      };
      await db.mutate('firma.insertSync', { doc });
      f.guardado(f.cambios);
      try {
        await subirPdfFirmado(db, d, doc);
      } catch (err) {
        // La firma ya está guardada: se avisa y el PDF se puede descargar desde el resumen.
        mostrar({ mensaje: `Firma guardada, pero no se ha podido preparar el PDF: ${err instanceof Error ? err.message : String(err)}` });
      }
      mostrar({ mensaje: MENSAJES_CIERRE.firmaGuardada });
      await navegar({ to: '/offline/partes/$idparte_trabajo/resumen', params: { idparte_trabajo: d.parte.idparte_trabajo } });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
      setGuardando(false);
      setConfirmar(false);
    }
  };

  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setIntentado(true);
    const valido = f.intentar();
    if (!valido || firma.vacia) return;
    if (anterior) setConfirmar(true);
    else void guardar();
  };

  return (
    <>
      {anterior && (
        <section className="tarjeta" aria-labelledby={`${id}-actual`}>
          <h2 id={`${id}-actual`}>Firma actual</h2>
          <p>
            Firmado por <strong>{anterior.nombre}</strong>, DNI {anterior.dni}, el {formatearFechaHora(anterior.fecha)}
          </p>
          <img className="firma-guardada" src={anterior.imagen} alt={`Firma de ${anterior.nombre}`} />
          <p className="nota">Si el cliente vuelve a firmar, la nueva firma sustituye a esta.</p>
        </section>
      )}
      <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
        <h2 id={`${id}-titulo`}>{anterior ? 'Nueva firma' : 'Datos del firmante'}</h2>
        <form onSubmit={enviar} noValidate>
          <CampoTexto etiqueta="Nombre del cliente" requerido maximo={MAX_NOMBRE} autoComplete="off" valor={f.visibles.nombre} alCambiar={(v) => f.cambiar('nombre', v)} error={f.error('nombre')} />
          <CampoTexto etiqueta="DNI" requerido autoComplete="off" valor={f.visibles.dni} alCambiar={(v) => f.cambiar('dni', v)} error={f.error('dni')} />
          <PanelFirma etiqueta="Firma del cliente" alCambiar={setFirma} isDisabled={guardando} />
          {errorFirma && (
            <p className="campo-error" role="alert">
              {errorFirma}
            </p>
          )}
          <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentado && (!f.valido || firma.vacia)} />
          <div className="botonera">
            <button type="submit" className="boton boton-primario" disabled={guardando} aria-busy={guardando}>
              Guardar firma
            </button>
          </div>
        </form>
      </section>
      <DialogoConfirmacion abierto={confirmar} ocupado={guardando} alAceptar={() => void guardar()} alCancelar={() => setConfirmar(false)}>
        <p>
          El parte ya está firmado por {anterior?.nombre ?? 'el cliente'}. ¿Sustituir esa firma por la nueva? La anterior se borra.
        </p>
      </DialogoConfirmacion>
    </>
  );
}

/**
 * /offline/material-sistema/{idmaterial_sistema}/edit: número de serie, ubicación y descripción de un
 * material del sistema con useFormulario; Guardar manda `materialSistema.updateSync` con solo lo cambiado.
 */
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { DocDe } from '../../../schemas';
import { useRxQuery } from '../../app/useRxQuery';
import { useVigia } from '../../app/VigiaProvider';
import { maximoDe, requerido } from '../../lib/validacion';
import { AvisosFormulario } from '../../ui/formulario/AvisosFormulario';
import { CampoTexto } from '../../ui/formulario/campos';
import { useFormulario, type Normalizadores, type Validadores } from '../../ui/formulario/useFormulario';
import { useSnackbar } from '../../ui/Snackbar';
import { MAX_NUMSERIE, MAX_UBICACION } from './instalar-formulario';
import { aCambiosMaterial, valoresDeMaterial, type ValoresMaterial } from './formularios';
import { GUARDADO, TITULO_EDITAR_MATERIAL } from './offline.labels';
import './offline.css';

export interface MaterialSistemaEditarScreenProps {
  idmaterial_sistema: string;
}

export const MAX_DESCRIPCION_MATERIAL = 200;

const validadores: Validadores<ValoresMaterial> = {
  numserie: [maximoDe(MAX_NUMSERIE)],
  ubicacion: [maximoDe(MAX_UBICACION)],
  descripcion: [requerido, maximoDe(MAX_DESCRIPCION_MATERIAL)],
};

const normalizadores: Normalizadores<ValoresMaterial> = { numserie: (v) => v.trim(), ubicacion: (v) => v.trim(), descripcion: (v) => v.trim() };

export function MaterialSistemaEditarScreen({ idmaterial_sistema }: MaterialSistemaEditarScreenProps) {
  const { db } = useVigia();
  const { resultado: material, cargando } = useRxQuery(() => db.materialsistema.findOne(idmaterial_sistema), [db, idmaterial_sistema]);
  if (!material) {
    return (
      <div className="pantalla">
        {cargando && material === undefined ? (
          <p className="cargando" role="status">
            Cargando material…
          </p>
        ) : (
          <>
            <h1>Material no disponible</h1>
            <p className="vacio">El material no está en este dispositivo</p>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="pantalla">
      <h1>{TITULO_EDITAR_MATERIAL}</h1>
      <FormularioMaterial material={material} />
    </div>
  );
}

function FormularioMaterial({ material }: { material: DocDe<'materialsistema'> }) {
  const { db } = useVigia();
  const { mostrar } = useSnackbar();
  const id = useId();
  const valores = useMemo(() => valoresDeMaterial(material), [material]);
  const f = useFormulario<ValoresMaterial>({ valores, validadores, normalizadores });
  const [guardando, setGuardando] = useState(false);
  const [errorGuardar, setErrorGuardar] = useState<string | null>(null);
  const [intentoFallido, setIntentoFallido] = useState(false);

  const guardar = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!f.intentar()) {
      setIntentoFallido(true);
      return;
    }
    setIntentoFallido(false);
    if (!f.modificado) return;
    setGuardando(true);
    setErrorGuardar(null);
    try {
      await db.mutate('materialSistema.updateSync', { id: material.idmaterial_sistema, cambios: aCambiosMaterial(f.cambios) });
      f.guardado(f.cambios);
      mostrar({ mensaje: GUARDADO });
    } catch (err) {
      setErrorGuardar(err instanceof Error ? err.message : String(err));
    } finally {
      setGuardando(false);
    }
  };

  return (
    <section className="tarjeta" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{material.descripcion}</h2>
      {material.estado <= 0 && <p className="etiqueta etiqueta-aviso">Desinstalado</p>}
      <form onSubmit={(e) => void guardar(e)} noValidate>
        <CampoTexto etiqueta="Número de serie" autoComplete="off" maximo={MAX_NUMSERIE} valor={f.visibles.numserie} alCambiar={(v) => f.cambiar('numserie', v)} error={f.error('numserie')} />
        <CampoTexto etiqueta="Ubicación" autoComplete="off" maximo={MAX_UBICACION} valor={f.visibles.ubicacion} alCambiar={(v) => f.cambiar('ubicacion', v)} error={f.error('ubicacion')} />
        <CampoTexto
          etiqueta="Descripción"
          requerido
          autoComplete="off"
          maximo={MAX_DESCRIPCION_MATERIAL}
          valor={f.visibles.descripcion}
          alCambiar={(v) => f.cambiar('descripcion', v)}
          error={f.error('descripcion')}
        />
        <AvisosFormulario errorGuardar={errorGuardar} mostrarRevision={intentoFallido && !f.valido} />
        <div className="botonera">
          <button type="submit" className="boton boton-primario" disabled={!f.modificado || guardando} aria-busy={guardando}>
            Guardar
          </button>
          <Link to="/offline/" className="boton">
            Volver a los partes
          </Link>
        </div>
      </form>
    </section>
  );
}
